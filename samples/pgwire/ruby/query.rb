# Query QuestDB over the PostgreSQL wire protocol with the pg gem (Ruby's libpq binding).
require 'pg'

conn = PG.connect(host: 'localhost', port: 8812, user: 'admin', password: 'quest', dbname: 'qdb')

# Decode results into Ruby types. QuestDB's TIMESTAMP is "timestamp without time zone" holding UTC;
# the default decoder would read it in the process's local zone, so decode it as UTC.
registry = PG::BasicTypeRegistry.new.register_default_types
registry.register_type(0, 'timestamp', nil, PG::TextDecoder::TimestampUtc)
conn.type_map_for_results = PG::BasicTypeMapForResults.new(conn, registry: registry)

# Parameterised query: exec_params sends $1, $2 as bind parameters.
rows = conn.exec_params(
  'SELECT symbol, side, price, amount, timestamp FROM trades ' \
  'WHERE symbol = $1 AND timestamp >= $2 ORDER BY timestamp LIMIT 3',
  ['BTC-USD', '2025-05-01T09:00:01.000000Z']
)
rows.each do |row|
  puts [row['symbol'], row['side'], row['price'], row['amount'], row['timestamp']].join(' ')
end

conn.exec(
  'CREATE TABLE IF NOT EXISTS fills ' \
  '(symbol SYMBOL, price DOUBLE, amount DOUBLE, ts TIMESTAMP) ' \
  'TIMESTAMP(ts) PARTITION BY DAY WAL'
)
inserted = conn.exec_params(
  'INSERT INTO fills (symbol, price, amount, ts) VALUES ($1, $2, $3, $4)',
  ['ETH-USD', 1812.25, 1.5, '2025-05-01T10:00:00.000000Z']
)
puts "inserted rows: #{inserted.cmd_tuples}"
conn.close
