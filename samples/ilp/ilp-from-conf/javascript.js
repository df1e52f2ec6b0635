// Sends one trade to QuestDB with a configuration string read from QDB_CLIENT_CONF,
// using the Node.js client library (@questdb/nodejs-client 4.2).
// An ES module (top-level await): save it as .mjs, or set "type": "module" in package.json.
import { Sender } from "@questdb/nodejs-client";

// The whole connection setup is one string, so it can live outside the code:
// QDB_CLIENT_CONF wins, a local server over HTTP is the default.
// init_buf_size=4096: the buffer starts at 4 KB and grows as rows are added.
const conf =
  process.env.QDB_CLIENT_CONF ?? "http::addr=localhost:9000;init_buf_size=4096;";

const sender = await Sender.fromConfig(conf);
try {
  // TCP senders open their connection explicitly. HTTP senders send rows on flush, but unless
  // protocol_version is set, fromConfig has already asked the server's /settings for it.
  if (conf.startsWith("tcp")) {
    await sender.connect();
  }

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
