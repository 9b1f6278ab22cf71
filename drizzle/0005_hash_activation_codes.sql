-- Activation codes are kept as their SHA-256 (hex), like session and reset tokens.
UPDATE "users" SET "activation_code" = encode(sha256(convert_to("activation_code", 'UTF8')), 'hex') WHERE "activation_code" IS NOT NULL;
