//! Sends one trade to QuestDB over ILP/TCP with TLS, authenticating with an ECDSA key,
//! using the Rust client library (questdb-rs 6.1).
use questdb::ingress::{Sender, TimestampNanos};
use std::process::ExitCode;

fn send_trade() -> questdb::Result<()> {
    // Example-only credentials: an ECDSA P-256 key pair made for these docs; never
    // use it on a real server. username is the key id (kid), token the private key (d),
    // token_x and token_y the public key (x, y) that the server holds for this user.
    //
    // TLS: the client checks the server certificate against trusted root certificates.
    // QuestDB Enterprise serves TLS itself; QuestDB open source needs a TLS proxy in front.
    // For a private certificate authority add tls_roots=/path/to/ca.pem;
    // tls_verify=unsafe_off skips the check: for local testing only, never in production.
    //
    // QuestDB 8.3 reads line protocol version 1 only and drops rows sent as
    // version 2 (over TCP without any error), so the string names version 1.
    let mut sender = Sender::from_conf(concat!(
        "tcps::addr=localhost:9009;",
        "protocol_version=1;",
        "username=testUser1;",
        "token=joXdHaP0G5gSnnadZSYHmauTMBxiCf6TSCRnQ4UNYEc;",
        "token_x=9ZusyaiktaxkHHyUskaOhmaWxYcS1lKlUpgdGJRHjNM;",
        "token_y=xGUUtMxiOsEKQ6NRhVFQqFk0uSQH6IO6Ic62Jd_OvRs;",
    ))?;
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
