import { QRPay } from "vietnam-qr-pay";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { storeBank } from "~/domain/catalogue";
import { ensureDatabase } from "~/seed/startup.server";

import { waitForMessage } from "../setup/mailbox";
import { cookieFor, createMember, guest, idempotencyKey, storeProduct, tokenFor } from "../support/fixtures";
import { decodeQr } from "../support/qr";
import { call, form, json } from "../support/route-harness";

beforeAll(async () => {
  await ensureDatabase();
});

const patch = (token: string, body: unknown, language = "en") =>
  json(body, { Authorization: `Bearer ${token}`, "Accept-Language": language }, "PATCH");

describe("a store's bank details (/store-settings)", () => {
  it("are saved with the account in digits and the holder as the bank prints it, with the current password", async () => {
    const { user, password } = await createMember("bank");
    const cookie = await cookieFor(user.account);
    const details = {
      intent: "bank",
      bank_bin: "970436",
      account_number: " 0071 000.123-456 ",
      account_holder: "  Nguyễn   Thị Đào ",
    };
    // Where buyers' transfers go: a session alone (without the password) cannot change it.
    const noPassword = await call("/store-settings", form(cookie, details));
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error.password).toEqual(["validation:passwordRequired"]);
    const wrong = await call("/store-settings", form(cookie, { ...details, password: "Wrong#2026pass" }));
    expect(wrong.status).toBe(422);
    expect(await storeBank(user.id)).toBeNull();
    const saved = await call("/store-settings", form(cookie, { ...details, password }));
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/store-settings");
    expect(await storeBank(user.id)).toEqual({
      bin: "970436",
      bankName: "Vietcombank",
      bankFullName: "Ngân hàng TMCP Ngoại Thương Việt Nam",
      account: "0071000123456",
      holder: "NGUYEN THI DAO",
    });
  });

  it("refuses a bad account number, holder or bank and keeps what was saved", async () => {
    const { user, password } = await createMember("bank");
    const cookie = await cookieFor(user.account);
    const bad = await call(
      "/vi/store-settings",
      form(cookie, { intent: "bank", bank_bin: "970436", account_number: "12ab", account_holder: "Mai <b>", password }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.account_number).toEqual(["validation:bankAccount"]);
    expect(bad.body.error.account_holder).toEqual(["validation:bankHolder"]);
    const unknownBank = await call(
      "/store-settings",
      form(cookie, { intent: "bank", bank_bin: "999999", account_number: "123456789", account_holder: "MAI", password }),
    );
    expect(unknownBank.status).toBe(422);
    expect(await storeBank(user.id)).toBeNull();
  });

  it("are read and written over the API; bad input is a 422 in the client's language", async () => {
    const { user, password } = await createMember("bankapi");
    const token = await tokenFor({ email: user.email, password });
    expect((await call("/api/store-settings/bank", { headers: { Authorization: `Bearer ${token}` } })).body).toEqual({
      bank_bin: null,
      bank_name: null,
      account_number: null,
      account_holder: null,
      accepts_bank_transfer: false,
    });
    const en = await call(
      "/api/store-settings/bank",
      patch(token, { bank_bin: "970422", account_number: "12345", account_holder: "Mai", password }),
    );
    expect(en.status).toBe(422);
    expect(en.body.errors.account_number).toEqual(["Enter the account number in digits only: 6 to 19 digits."]);
    const vi = await call(
      "/api/store-settings/bank",
      patch(token, { bank_bin: "970422", account_number: "123456", account_holder: "Mai 😀", password }, "vi"),
    );
    expect(vi.status).toBe(422);
    expect(vi.body.errors.account_holder).toEqual([
      "Nhập tên chủ tài khoản như ngân hàng ghi: chữ cái, chữ số và khoảng trắng, tối đa 50 ký tự.",
    ]);
    const ok = await call(
      "/api/store-settings/bank",
      patch(token, { bank_bin: "970422", account_number: "0901234567", account_holder: "Trần Văn Bình", password }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      bank_bin: "970422",
      bank_name: "MB Bank",
      account_number: "0901234567",
      account_holder: "TRAN VAN BINH",
      accepts_bank_transfer: true,
    });
  });
});

async function apiCart(account: string, productId: number) {
  const cart = await call(`/api/store/${account}/carts`, { method: "POST" });
  await call(`/api/carts/${cart.body.id}`, json({ op: "add", product_id: productId, quantity: 2 }));
  return cart.body.id as string;
}

describe("bank transfer at checkout", () => {
  it("is refused with a 422 for a store without bank details, in the client's language", async () => {
    const { user } = await createMember("nobank");
    const [product] = await db
      .insert(products)
      .values({ storeId: user.id, name: "Tea", slug: "tea", price: 100n, vndToPay: 25000n, quantity: 5, status: "published" })
      .returning();
    for (const [language, message] of [
      ["en", "This store does not accept bank transfers yet: it has no bank details."],
      ["vi", "Cửa hàng này chưa nhận chuyển khoản ngân hàng: cửa hàng chưa có tài khoản ngân hàng."],
    ]) {
      const id = await apiCart(user.account, product.id);
      const refused = await call(
        `/api/carts/${id}/checkout`,
        json({ ...guest, idempotency_key: idempotencyKey() }, { "Accept-Language": language }),
      );
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(message);
      expect(refused.body.errors.payment_method).toEqual([message]);
    }
    // The cart page offers no bank transfer there, and says why.
    const cart = await call(`/store/${user.account}/cart`);
    expect(cart.body.bankTransfer).toBe(false);
  });

  it("answers the order with its payment instructions and the VietQR payload", async () => {
    const { store, product } = await storeProduct("member01");
    const bank = (await storeBank(store.id))!;
    const id = await apiCart("member01", product.id);
    const placed = await call(`/api/carts/${id}/checkout`, json({ ...guest, idempotency_key: idempotencyKey() }));
    expect(placed.status).toBe(201);
    const order = placed.body;
    expect(order.payment).toEqual({
      vietqr: expect.any(String) as string,
      bank_bin: bank.bin,
      bank_name: bank.bankName,
      account_number: bank.account,
      account_holder: bank.holder,
      amount_vnd: order.total_vnd,
      note: order.code,
    });
    const qr = new QRPay(order.payment.vietqr);
    expect(qr.isValid).toBe(true);
    expect(qr.consumer.bankBin).toBe(bank.bin);
    expect(qr.consumer.bankNumber).toBe(bank.account);
    expect(qr.amount).toBe(String(2n * product.vndToPay));
    expect(qr.additionalData.purpose).toBe(order.code);
    // The guest's look-up carries the same; once marked paid, there is nothing left to pay.
    const checked = await call("/api/orders/check", json({ code: order.code, phone: guest.phone }));
    expect(checked.body.payment.vietqr).toBe(order.payment.vietqr);
  });
});

describe("the confirmation mail of a bank-transfer order", () => {
  it("starts with Pay now and carries the VietQR code as an inline PNG that decodes to the order's payload", async () => {
    const { store, product } = await storeProduct("member01");
    const bank = (await storeBank(store.id))!;
    const email = `vietqr-${Date.now()}@mail.test`;
    const placed = await call(
      "/vi/store/member01/cart",
      form(
        { Cookie: `cart_member01=${encodeURIComponent(JSON.stringify({ [product.id]: 1 }))}` },
        { intent: "checkout", ...guest, email, idempotency_key: idempotencyKey() },
      ),
    );
    expect(placed.status).toBe(302);
    const code = new URL(placed.headers.get("Location")!, "http://app.test").searchParams.get("code")!;
    const mail = await waitForMessage(email, code);
    expect(mail.text.startsWith("THANH TOÁN NGAY")).toBe(true);
    expect(mail.text).toContain(`Số tài khoản: ${bank.account}`);
    expect(mail.text).toContain(`Nội dung chuyển khoản: ${code}`);
    expect(mail.inline).toHaveLength(1);
    expect(mail.inline![0].type).toBe("image/png");
    const payload = await decodeQr(Buffer.from(mail.inline![0].base64, "base64"));
    const qr = new QRPay(payload);
    expect(qr.isValid).toBe(true);
    expect([qr.consumer.bankBin, qr.consumer.bankNumber, qr.amount, qr.additionalData.purpose]).toEqual([
      bank.bin,
      bank.account,
      String(product.vndToPay),
      code,
    ]);
  });
});
