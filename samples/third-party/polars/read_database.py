# Read a QuestDB query into a Polars DataFrame over the PostgreSQL wire protocol (port 8812).
import polars as pl
import psycopg

with psycopg.connect("host=localhost port=8812 user=admin password=quest dbname=qdb") as conn:
    trades = pl.read_database(
        "SELECT symbol, side, price, amount, timestamp FROM trades ORDER BY timestamp",
        connection=conn,
    )

print(trades.schema)
volume = (
    trades.group_by("symbol")
    .agg(pl.len().alias("trades"), pl.col("amount").sum().alias("volume"))
    .sort("symbol")
)
print(volume)
