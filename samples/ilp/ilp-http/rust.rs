//! Sends one trade to QuestDB over ILP/HTTP,
//! using the Rust client library (questdb-rs 6.1).
use questdb::ingress::{Sender, TimestampNanos};
use std::process::ExitCode;

fn send_trade() -> questdb::Result<()> {
    // QuestDB 8.3 reads line protocol version 1 only and drops rows sent as
    // version 2 (over TCP without any error), so the string names version 1.
    let mut sender = Sender::from_conf("http::addr=localhost:9000;protocol_version=1;")?;
    let mut buffer = sender.new_buffer();

    // Designated timestamp in nanoseconds since the Unix epoch: 2025-05-30T09:30:00.123Z.
    let trade_time = TimestampNanos::new(1_748_597_400_123_000_000);

    buffer
        .table("trades")?
        .symbol("symbol", "BTC-USD")?
        .symbol("side", "buy")?
        .column_f64("price", 104285.5)?
        .column_f64("amount", 0.0275)?
        .at(trade_time)?;

    // Sends the buffered rows and clears the buffer, ready for the next batch.
    // Flush on a timer or when the buffer grows large, not after every row.
    sender.flush(&mut buffer)?;

    // Dropping the sender closes its connection.
    drop(sender);
    Ok(())
}

fn main() -> ExitCode {
    match send_trade() {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("Error running example: {err}");
            ExitCode::FAILURE
        }
    }
}
