// Sends one trade to QuestDB over ILP/HTTPS with HTTP basic authentication,
// using the Java client library (io.questdb.client.Sender).
import io.questdb.client.Sender;

import java.time.Instant;

class IlpHttpsAuthExample {
    // Example credentials for HTTP basic authentication. With QuestDB Enterprise
    // role-based access control, pass token=<access token> instead (bearer auth).
    //
    // TLS: the client checks the server certificate against trusted root certificates.
    // QuestDB Enterprise serves TLS itself; QuestDB open source needs a TLS proxy in front.
    // For a private certificate authority add tls_roots=/path/to/truststore.jks;tls_roots_password=<password>;
    // tls_verify=unsafe_off skips the check: for local testing only, never in production.
    static final String CONF =
            "https::addr=localhost:9000;" +
            "username=admin;" +
            "password=quest;";

    public static void main(String[] args) {
        // Closing the sender (end of the try block) flushes what is left and disconnects;
        // over HTTP it flushes only while auto-flush is on (auto_flush=off skips it).
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
