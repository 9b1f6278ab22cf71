/**
 * Runs in every Vitest file before the file imports anything (so before ~/env.server reads the
 * environment): gives the file its own database and its own SMTP server.
 *
 * - TEST_DATABASE_URL set (e.g. postgres://postgres@127.0.0.1:5432/postgres): a new database
 *   t_<pid>_<random> on that server, dropped after the file.
 * - otherwise: an in-memory PGlite (DATA_DIR=memory://).
 */
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll } from "vitest";

import { startSmtpServer } from "../support/smtp";
import { receiveMail } from "./mailbox";

process.env.NODE_ENV = "test";
delete process.env.APP_URL;
delete process.env.MAIL_FROM;
// Each file opens its own connection (client.server.ts keeps one per process on globalThis).
delete (globalThis as { __dbConnection?: unknown }).__dbConnection;

const adminUrl = process.env.TEST_DATABASE_URL;
let databaseName: string | undefined;

if (adminUrl) {
  databaseName = `t_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${databaseName}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  process.env.DATABASE_URL = url.toString();
  delete process.env.DATA_DIR;
} else {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = "memory://";
}

const smtp = await startSmtpServer(0, receiveMail);
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;

afterAll(async () => {
  const connection = (globalThis as { __dbConnection?: { close(): Promise<void> } }).__dbConnection;
  if (connection) {
    await connection.close().catch(() => {});
    delete (globalThis as { __dbConnection?: unknown }).__dbConnection;
  }
  await smtp.close();
  if (adminUrl && databaseName) {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`drop database if exists "${databaseName}" with (force)`);
    } finally {
      await admin.end({ timeout: 5 });
    }
  }
});
