// Sends one trade to QuestDB over ILP/TCP, authenticating with an ECDSA key,
// using the Java client library (io.questdb.client.Sender).
import io.questdb.client.Sender;

import java.time.Instant;

class IlpTcpAuthExample {
    // Example-only credentials: an ECDSA P-256 key pair made for these docs; never
    // use it on a real server. username is the key id (kid) and token the private
    // key (d); the server holds the matching public key for this user.
    static final String CONF =
            "tcp::addr=localhost:9009;" +
            "username=testUser1;" +
            "token=joXdHaP0G5gSnnadZSYHmauTMBxiCf6TSCRnQ4UNYEc;";

    public static void main(String[] args) {
        // Closing the sender (end of the try block) flushes what is left and disconnects.
        try (Sender sender = Sender.fromConfig(CONF)) {
            // Designated timestamp as an Instant (nanosecond precision): 2025-05-30T09:30:00.123Z.
            Instant tradeTime = Instant.parse("2025-05-30T09:30:00.123Z");

            sender.table("trades")
                    .symbol("symbol", "BTC-USD")
                    .symbol("side", "buy")
                    .doubleColumn("price", 104285.5)
                    .doubleColumn("amount", 0.0275)
                    .at(tradeTime);

            // Sends the buffered rows. Without it, rows go out on close or by auto-flush,
            // which is checked only as a row ends: over HTTP at 75000 rows or at the first
            // row more than 1000 ms after the last flush, over TCP when the buffer is full.
            sender.flush();
        }
    }
}
