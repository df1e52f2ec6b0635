// Sends one trade to QuestDB with a configuration string read from QDB_CLIENT_CONF,
// using the Go client library (go-questdb-client v4).
package main

import (
	"context"
	"log"
	"os"
	"time"

	qdb "github.com/questdb/go-questdb-client/v4"
)

// The whole connection setup is one string, so it can live outside the code:
// QDB_CLIENT_CONF wins, a local server over HTTP is the default.
func config() string {
	if conf, ok := os.LookupEnv("QDB_CLIENT_CONF"); ok {
		return conf
	}
	return "http::addr=localhost:9000;"
}

func sendTrade(ctx context.Context) (err error) {
	sender, err := qdb.LineSenderFromConf(ctx, config())
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
