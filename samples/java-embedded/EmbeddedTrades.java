// QuestDB as a library: create tables, write rows with a TableWriter and a WalWriter, apply the WAL,
// then query with bind variables and read the result through a RecordCursor.
import io.questdb.cairo.CairoEngine;
import io.questdb.cairo.DefaultCairoConfiguration;
import io.questdb.cairo.TableToken;
import io.questdb.cairo.TableWriter;
import io.questdb.cairo.security.AllowAllSecurityContext;
import io.questdb.cairo.sql.Record;
import io.questdb.cairo.sql.RecordCursor;
import io.questdb.cairo.sql.RecordCursorFactory;
import io.questdb.cairo.wal.ApplyWal2TableJob;
import io.questdb.cairo.wal.CheckWalTransactionsJob;
import io.questdb.cairo.wal.WalWriter;
import io.questdb.griffin.SqlException;
import io.questdb.griffin.engine.functions.bind.BindVariableServiceImpl;
import io.questdb.griffin.SqlExecutionContextImpl;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

public class EmbeddedTrades {
    public static void main(String[] args) throws IOException, SqlException {
        // The database directory: the `db` folder of a server root, or any empty directory.
        Path dbRoot = Files.createDirectories(Path.of(args.length > 0 ? args[0] : "questdb-embedded/db"));
        try (CairoEngine engine = new CairoEngine(new DefaultCairoConfiguration(dbRoot.toString()))) {
            // One context per thread; it carries the security context and the bind variables.
            SqlExecutionContextImpl ctx = new SqlExecutionContextImpl(engine, 1)
                    .with(AllowAllSecurityContext.INSTANCE, new BindVariableServiceImpl(engine.getConfiguration()));

            engine.execute("CREATE TABLE IF NOT EXISTS trades (symbol SYMBOL, side SYMBOL, price DOUBLE,"
                    + " amount DOUBLE, timestamp TIMESTAMP) TIMESTAMP(timestamp) PARTITION BY DAY BYPASS WAL", ctx);
            engine.execute("CREATE TABLE IF NOT EXISTS quotes (symbol SYMBOL, bid DOUBLE, ask DOUBLE,"
                    + " timestamp TIMESTAMP) TIMESTAMP(timestamp) PARTITION BY DAY WAL", ctx);

            // A non-WAL table: one TableWriter per table at a time; rows are visible after commit().
            TableToken trades = engine.verifyTableName("trades");
            try (TableWriter writer = engine.getWriter(trades, "embedded sample")) {
                addTrade(writer, "2025-05-01T09:00:01Z", "BTC-USD", "buy", 96500.0, 0.25);
                addTrade(writer, "2025-05-01T09:00:02.500Z", "ETH-USD", "sell", 1810.5, 2.0);
                addTrade(writer, "2025-05-01T09:00:04Z", "BTC-USD", "sell", 96510.0, 0.125);
                writer.commit();
            }

            // A WAL table: any number of WalWriters; a commit becomes visible once the WAL is applied.
            TableToken quotes = engine.verifyTableName("quotes");
            try (WalWriter wal = engine.getWalWriter(quotes)) {
                TableWriter.Row row = wal.newRow(micros("2025-05-01T09:00:00Z"));
                row.putSym(0, "BTC-USD");
                row.putDouble(1, 96495.0);
                row.putDouble(2, 96505.0);
                row.append();
                wal.commit();
            }
            // Inside a server, worker threads run these jobs; an embedded program runs them itself.
            try (ApplyWal2TableJob apply = new ApplyWal2TableJob(engine, 1, 1)) {
                new CheckWalTransactionsJob(engine).run(0);
                apply.drain(0);
            }

            // Bind variables: $1 is set on the context before the query compiles and runs.
            ctx.getBindVariableService().clear();
            ctx.getBindVariableService().setStr(0, "BTC-USD");
            String sql = "SELECT t.timestamp, t.symbol, t.side, t.price, q.bid, q.ask"
                    + " FROM trades t ASOF JOIN quotes q ON (symbol) WHERE t.symbol = $1";
            try (RecordCursorFactory factory = engine.select(sql, ctx);
                 RecordCursor cursor = factory.getCursor(ctx)) {
                Record record = cursor.getRecord();
                while (cursor.hasNext()) {
                    // TIMESTAMP is a long: microseconds since the Unix epoch, UTC.
                    Instant ts = Instant.EPOCH.plus(record.getTimestamp(0), ChronoUnit.MICROS);
                    System.out.println(ts + " " + record.getSymA(1) + " " + record.getSymA(2) + " "
                            + record.getDouble(3) + " " + record.getDouble(4) + " " + record.getDouble(5));
                }
            }
        }
    }

    private static void addTrade(TableWriter writer, String ts, String symbol, String side, double price, double amount) {
        TableWriter.Row row = writer.newRow(micros(ts));
        row.putSym(0, symbol);
        row.putSym(1, side);
        row.putDouble(2, price);
        row.putDouble(3, amount);
        row.append();
    }

    private static long micros(String isoInstant) {
        return ChronoUnit.MICROS.between(Instant.EPOCH, Instant.parse(isoInstant));
    }
}
