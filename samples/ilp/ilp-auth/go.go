// Sends one trade to QuestDB over ILP/TCP, authenticating with an ECDSA key,
// using the Go client library (go-questdb-client v4).
package main

import (
	"context"
	"log"
	"time"

	qdb "github.com/questdb/go-questdb-client/v4"
)

// Example-only credentials: an ECDSA P-256 key pair made for these docs; never
// use it on a real server. username is the key id (kid) and token the private
// key (d); the server holds the matching public key for this user.
const conf = "tcp::addr=localhost:9009;" +
	"username=testUser1;" +
	"token=joXdHaP0G5gSnnadZSYHmauTMBxiCf6TSCRnQ4UNYEc;"

func sendTrade(ctx context.Context) (err error) {
	sender, err := qdb.LineSenderFromConf(ctx, conf)
	if err != nil {
		return err
	}
	// Closing releases the connection; its error is reported unless an earlier one was.
	// A TCP sender's Close does not flush: rows still buffered are lost. An HTTP
	// sender's Close flushes them first, while row-based auto-flush is on.
	defer func() {
		if closeErr := sender.Close(ctx); err == nil {
			err = closeErr
		}
	}()

	// Designated timestamp as a time.Time (nanosecond precision): 2025-05-30T09:30:00.123Z.
	tradeTime := time.Date(2025, time.May, 30, 9, 30, 0, 123_000_000, time.UTC)

	err = sender.
		Table("trades").
		Symbol("symbol", "BTC-USD").
		Symbol("side", "buy").
		Float64Column("price", 104285.5).
		Float64Column("amount", 0.0275).
		At(ctx, tradeTime)
	if err != nil {
		return err
	}

	// Sends the buffered rows. Flush on a timer or when many rows are buffered,
	// not after every row.
	return sender.Flush(ctx)
}

func main() {
	if err := sendTrade(context.Background()); err != nil {
		log.Fatalf("Error running example: %v", err)
	}
}
