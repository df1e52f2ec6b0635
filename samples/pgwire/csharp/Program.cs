// Query QuestDB over the PostgreSQL wire protocol with Npgsql (a pooled NpgsqlDataSource).
using Npgsql;

var connectionString = "Host=localhost;Port=8812;Username=admin;Password=quest;Database=qdb;"
    + "ServerCompatibilityMode=NoTypeLoading;Maximum Pool Size=4";
await using var dataSource = NpgsqlDataSource.Create(connectionString);

// Parameterised query with $1, $2 placeholders.
await using (var query = dataSource.CreateCommand(
    "SELECT symbol, side, price, amount, timestamp FROM trades "
    + "WHERE symbol = $1 AND timestamp >= $2 ORDER BY timestamp LIMIT 3"))
{
    query.Parameters.AddWithValue("BTC-USD");
    // TIMESTAMP is "timestamp without time zone": bind and read DateTime values of kind Unspecified.
    query.Parameters.AddWithValue(new DateTime(2025, 5, 1, 9, 0, 1, DateTimeKind.Unspecified));
    await using var reader = await query.ExecuteReaderAsync();
    while (await reader.ReadAsync())
    {
        var ts = reader.GetDateTime(4);
        Console.WriteLine($"{reader.GetString(0)} {reader.GetString(1)} {reader.GetDouble(2)} {reader.GetDouble(3)} {ts:yyyy-MM-ddTHH:mm:ss.ffffff}");
    }
}

await using (var ddl = dataSource.CreateCommand(
    "CREATE TABLE IF NOT EXISTS fills (symbol SYMBOL, price DOUBLE, amount DOUBLE, ts TIMESTAMP) "
    + "TIMESTAMP(ts) PARTITION BY DAY WAL"))
{
    await ddl.ExecuteNonQueryAsync();
}

await using (var insert = dataSource.CreateCommand(
    "INSERT INTO fills (symbol, price, amount, ts) VALUES ($1, $2, $3, $4)"))
{
    insert.Parameters.AddWithValue("ETH-USD");
    insert.Parameters.AddWithValue(1812.25);
    insert.Parameters.AddWithValue(1.5);
    insert.Parameters.AddWithValue(new DateTime(2025, 5, 1, 10, 0, 0, DateTimeKind.Unspecified));
    Console.WriteLine($"inserted rows: {await insert.ExecuteNonQueryAsync()}");
}
