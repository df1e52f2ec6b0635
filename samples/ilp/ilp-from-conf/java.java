// Sends one trade to QuestDB with a configuration string read from QDB_CLIENT_CONF,
// using the Java client library (io.questdb.client.Sender).
import io.questdb.client.Sender;

import java.time.Instant;

class IlpFromConfExample {
    // The whole connection setup is one string, so it can live outside the code:
    // QDB_CLIENT_CONF wins, a local server over HTTP is the default.
    static String config() {
        String conf = System.getenv("QDB_CLIENT_CONF");
        return conf != null ? conf : "http::addr=localhost:9000;";
    }

    public static void main(String[] args) {
        // Closing the sender (end of the try block) flushes what is left and disconnects;
        // over HTTP it flushes only while auto-flush is on (auto_flush=off skips it).
        try (Sender sender = Sender.fromConfig(config())) {
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
