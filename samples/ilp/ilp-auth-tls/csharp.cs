// Sends one trade to QuestDB over ILP/TCP with TLS, authenticating with an ECDSA key,
// using the .NET client library (net-questdb-client 3.2).
using System;
using QuestDB;

// Example-only credentials: an ECDSA P-256 key pair made for these docs; never
// use it on a real server. username is the key id (kid) and token the private
// key (d); the server holds the matching public key for this user.
//
// TLS: over tcps this client checks the server certificate against the operating system's
// trusted root certificates. QuestDB Enterprise serves TLS itself; QuestDB open source needs a
// TLS proxy in front. tls_roots applies to https only: for a private certificate authority,
// add it to the operating system's trust store.
// tls_verify=unsafe_off skips the check: for local testing only, never in production.
const string conf =
    "tcps::addr=localhost:9009;" +
    "username=testUser1;" +
    "token=joXdHaP0G5gSnnadZSYHmauTMBxiCf6TSCRnQ4UNYEc;";

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
