// Query QuestDB over the PostgreSQL wire protocol with JDBC, through a HikariCP connection pool.
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;

public class QueryTrades {
    public static void main(String[] args) throws SQLException {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl("jdbc:postgresql://localhost:8812/qdb");
        config.setUsername("admin");
        config.setPassword("quest");
        config.setMaximumPoolSize(4);
        try (HikariDataSource pool = new HikariDataSource(config);
             Connection conn = pool.getConnection()) {
            // Parameterised query: the driver sends the ? placeholders as bind parameters.
            String sql = "SELECT symbol, side, price, amount, timestamp FROM trades "
                    + "WHERE symbol = ? AND timestamp >= ? ORDER BY timestamp LIMIT 3";
            try (PreparedStatement query = conn.prepareStatement(sql)) {
                query.setString(1, "BTC-USD");
                query.setObject(2, LocalDateTime.of(2025, 5, 1, 9, 0, 1));
                try (ResultSet rs = query.executeQuery()) {
                    while (rs.next()) {
                        // TIMESTAMP has no time zone: read it as a LocalDateTime, which holds UTC.
                        LocalDateTime ts = rs.getObject("timestamp", LocalDateTime.class);
                        System.out.println(rs.getString("symbol") + " " + rs.getString("side") + " "
                                + rs.getDouble("price") + " " + rs.getDouble("amount") + " " + ts);
                    }
                }
            }

            try (Statement ddl = conn.createStatement()) {
                ddl.execute("CREATE TABLE IF NOT EXISTS fills "
                        + "(symbol SYMBOL, price DOUBLE, amount DOUBLE, ts TIMESTAMP) "
                        + "TIMESTAMP(ts) PARTITION BY DAY WAL");
            }
            try (PreparedStatement insert = conn.prepareStatement(
                    "INSERT INTO fills (symbol, price, amount, ts) VALUES (?, ?, ?, ?)")) {
                insert.setString(1, "ETH-USD");
                insert.setDouble(2, 1812.25);
                insert.setDouble(3, 1.5);
                insert.setObject(4, LocalDateTime.of(2025, 5, 1, 10, 0));
                System.out.println("inserted rows: " + insert.executeUpdate());
            }
        }
    }
}
