<?php
// Query QuestDB over the PostgreSQL wire protocol with PDO and the pdo_pgsql driver.

$pdo = new PDO(
    'pgsql:host=localhost;port=8812;dbname=qdb',
    'admin',
    'quest',
    [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]
);

// Parameterised query: PDO sends the named placeholders as bind parameters.
$query = $pdo->prepare(
    'SELECT symbol, side, price, amount, timestamp FROM trades '
    . 'WHERE symbol = :symbol AND timestamp >= :since ORDER BY timestamp LIMIT 3'
);
// QuestDB reports errors with SQLSTATE 00000, which PDO takes for success: check the return value.
if (!$query->execute([':symbol' => 'BTC-USD', ':since' => '2025-05-01T09:00:01.000000Z'])) {
    throw new RuntimeException('query failed');
}
foreach ($query->fetchAll(PDO::FETCH_ASSOC) as $row) {
    // pdo_pgsql gives SYMBOL, DOUBLE and TIMESTAMP values as strings (INT and LONG would come as int,
    // BOOLEAN as bool); TIMESTAMP is UTC without a zone suffix.
    printf("%s %s %s %s %s\n", $row['symbol'], $row['side'], $row['price'], $row['amount'], $row['timestamp']);
}

// exec() returns false on a QuestDB error for the same reason, without an exception.
if ($pdo->exec(
    'CREATE TABLE IF NOT EXISTS fills '
    . '(symbol SYMBOL, price DOUBLE, amount DOUBLE, ts TIMESTAMP) '
    . 'TIMESTAMP(ts) PARTITION BY DAY WAL'
) === false) {
    throw new RuntimeException('create table failed');
}
$insert = $pdo->prepare('INSERT INTO fills (symbol, price, amount, ts) VALUES (?, ?, ?, ?)');
if (!$insert->execute(['ETH-USD', 1812.25, 1.5, '2025-05-01T10:00:00.000000Z'])) {
    throw new RuntimeException('insert failed');
}
printf("inserted rows: %d\n", $insert->rowCount());
