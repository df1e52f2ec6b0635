// Sends one trade to QuestDB over ILP/HTTP,
// using the .NET client library (net-questdb-client 3.2).
using System;
using QuestDB;

const string conf = "http::addr=localhost:9000;";

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
