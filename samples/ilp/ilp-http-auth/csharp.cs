// Sends one trade to QuestDB over ILP/HTTPS with HTTP basic authentication,
// using the .NET client library (net-questdb-client 3.2).
using System;
using QuestDB;

// Example credentials for HTTP basic authentication. With QuestDB Enterprise
// role-based access control, pass token=<access token> instead (bearer auth).
//
// TLS: the client checks the server certificate against trusted root certificates.
// QuestDB Enterprise serves TLS itself; QuestDB open source needs a TLS proxy in front.
// For a private certificate authority, add it to the operating system's trust store:
// this client version loads a tls_roots file as a certificate with its private key
// (also sent as a client certificate), so a file with only a CA certificate is refused.
// tls_verify=unsafe_off skips the check: for local testing only, never in production.
const string conf =
    "https::addr=localhost:9000;" +
    "username=admin;" +
    "password=quest;";

// Disposing the sender at the end of the program closes its connection.
using var sender = Sender.New(conf);

// Designated timestamp as a UTC DateTime (100-nanosecond ticks): 2025-05-30T09:30:00.123Z.
var tradeTime = new DateTime(2025, 5, 30, 9, 30, 0, 123, DateTimeKind.Utc);

await sender.Table("trades")
    .Symbol("symbol", "BTC-USD")
    .Symbol("side", "buy")
    .Column("price", 104285.5)
    .Column("amount", 0.0275)
    .AtAsync(tradeTime);

// Sends the buffered rows. Do not leave it out: disposing the sender discards
// unsent rows, and auto-flush (75000 rows over HTTP, 600 over TCP, or 1000 ms
// since the last flush) is checked only when a row ends.
await sender.SendAsync();
