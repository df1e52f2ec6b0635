// Query QuestDB over the PostgreSQL wire protocol with tokio-postgres.
use chrono::{NaiveDate, NaiveDateTime};
use tokio_postgres::NoTls;

#[tokio::main]
async fn main() -> Result<(), tokio_postgres::Error> {
    let (client, connection) = tokio_postgres::connect(
        "host=localhost port=8812 user=admin password=quest dbname=qdb",
        NoTls,
    )
    .await?;
    // The connection object performs the I/O; it runs on its own task.
    tokio::spawn(async move {
        if let Err(e) = connection.await {
            eprintln!("connection error: {e}");
        }
    });

    // TIMESTAMP is "timestamp without time zone": bind and read it as chrono::NaiveDateTime (UTC).
    let since: NaiveDateTime = NaiveDate::from_ymd_opt(2025, 5, 1)
        .unwrap()
        .and_hms_opt(9, 0, 1)
        .unwrap();
    let rows = client
        .query(
            "SELECT symbol, side, price, amount, timestamp FROM trades \
             WHERE symbol = $1 AND timestamp >= $2 ORDER BY timestamp LIMIT 3",
            &[&"BTC-USD", &since],
        )
        .await?;
    for row in &rows {
        let symbol: &str = row.get("symbol");
        let side: &str = row.get("side");
        let price: f64 = row.get("price");
        let amount: f64 = row.get("amount");
        let ts: NaiveDateTime = row.get("timestamp");
        println!("{symbol} {side} {price} {amount} {ts}");
    }

    client
        .batch_execute(
            "CREATE TABLE IF NOT EXISTS fills \
             (symbol SYMBOL, price DOUBLE, amount DOUBLE, ts TIMESTAMP) \
             TIMESTAMP(ts) PARTITION BY DAY WAL",
        )
        .await?;
    let at = NaiveDate::from_ymd_opt(2025, 5, 1).unwrap().and_hms_opt(10, 0, 0).unwrap();
    let inserted = client
        .execute(
            "INSERT INTO fills (symbol, price, amount, ts) VALUES ($1, $2, $3, $4)",
            &[&"ETH-USD", &1812.25f64, &1.5f64, &at],
        )
        .await?;
    println!("inserted rows: {inserted}");
    Ok(())
}
