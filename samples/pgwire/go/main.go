// Query QuestDB over the PostgreSQL wire protocol with pgx and its connection pool.
package main

import (
	"context"
	"fmt"
	"log"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

func main() {
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, "postgres://admin:quest@localhost:8812/qdb?pool_max_conns=4")
	if err != nil {
		log.Fatal(err)
	}
	defer pool.Close()

	// Parameterised query with $1, $2 placeholders.
	rows, err := pool.Query(ctx,
		`SELECT symbol, side, price, amount, timestamp FROM trades
		 WHERE symbol = $1 AND timestamp >= $2 ORDER BY timestamp LIMIT 3`,
		"BTC-USD", time.Date(2025, 5, 1, 9, 0, 1, 0, time.UTC))
	if err != nil {
		log.Fatal(err)
	}
	for rows.Next() {
		var symbol, side string
		var price, amount float64
		var ts time.Time
		if err := rows.Scan(&symbol, &side, &price, &amount, &ts); err != nil {
			log.Fatal(err)
		}
		// TIMESTAMP has no time zone on the wire; pgx returns it as a time.Time in UTC.
		fmt.Println(symbol, side, price, amount, ts.Format(time.RFC3339Nano), ts.Location())
	}
	if err := rows.Err(); err != nil {
		log.Fatal(err)
	}

	if _, err := pool.Exec(ctx, `CREATE TABLE IF NOT EXISTS fills
		(symbol SYMBOL, price DOUBLE, amount DOUBLE, ts TIMESTAMP)
		TIMESTAMP(ts) PARTITION BY DAY WAL`); err != nil {
		log.Fatal(err)
	}
	tag, err := pool.Exec(ctx,
		"INSERT INTO fills (symbol, price, amount, ts) VALUES ($1, $2, $3, $4)",
		"ETH-USD", 1812.25, 1.5, time.Date(2025, 5, 1, 10, 0, 0, 0, time.UTC))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("inserted rows:", tag.RowsAffected())
}
