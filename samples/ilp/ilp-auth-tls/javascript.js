// Sends one trade to QuestDB over ILP/TCP with TLS, authenticating with an ECDSA key,
// using the Node.js client library (@questdb/nodejs-client 4.2).
// An ES module (top-level await): save it as .mjs, or set "type": "module" in package.json.
import { Sender } from "@questdb/nodejs-client";

// Example-only credentials: an ECDSA P-256 key pair made for these docs; never
// use it on a real server. username is the key id (kid) and token the private
// key (d); the server holds the matching public key for this user.
//
// TLS: the client checks the server certificate against trusted root certificates.
// QuestDB Enterprise serves TLS itself; QuestDB open source needs a TLS proxy in front.
// For a private certificate authority add tls_ca=/path/to/ca.pem;
// tls_verify=unsafe_off skips the check: for local testing only, and only over https;
// over tcps client 4.2.0 still checks the certificate, and connect() fails or never resolves.
//
// init_buf_size=4096: the buffer starts at 4 KB and grows as rows are added.
const conf =
  "tcps::addr=localhost:9009;" +
  "init_buf_size=4096;" +
  "username=testUser1;" +
  "token=joXdHaP0G5gSnnadZSYHmauTMBxiCf6TSCRnQ4UNYEc;";

const sender = await Sender.fromConfig(conf);
try {
  // TCP senders open (and authenticate) their connection explicitly.
  await sender.connect();

  // Designated timestamp in milliseconds since the Unix epoch: 2025-05-30T09:30:00.123Z.
  const tradeTime = Date.UTC(2025, 4, 30, 9, 30, 0, 123);

  await sender
    .table("trades")
    .symbol("symbol", "BTC-USD")
    .symbol("side", "buy")
    .floatColumn("price", 104285.5)
    .floatColumn("amount", 0.0275)
    .at(tradeTime, "ms");

  // Sends the buffered rows. Do not leave it out: close() discards rows still in the buffer,
  // and auto-flush (75000 rows over HTTP, 600 over TCP, 1000 ms) is only checked when a row ends.
  await sender.flush();
} finally {
  await sender.close();
}
