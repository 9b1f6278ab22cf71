-- Issue 32 at S2 (decision 282): the deposit queue shows each member's deposits confirmed, rejected and
-- waiting (depositHistories); a member with 2,000 deposits cost 2,000 heap pages a page view. From the index alone.
CREATE INDEX "deposits_user_history_idx" ON "deposits" USING btree ("user_id","status","cct_amount");