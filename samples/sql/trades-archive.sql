-- Six days of BTC-USD trades, one day per partition: the retention examples drop old days from it.
CREATE TABLE trades_archive (
  symbol SYMBOL,
  price DOUBLE,
  amount DOUBLE,
  timestamp TIMESTAMP
) TIMESTAMP(timestamp) PARTITION BY DAY WAL;

INSERT INTO trades_archive (timestamp, symbol, price, amount) VALUES
  ('2025-04-26T10:00:00.000000Z', 'BTC-USD', 94210.0, 0.4),
  ('2025-04-27T10:00:00.000000Z', 'BTC-USD', 93880.5, 0.2),
  ('2025-04-28T10:00:00.000000Z', 'BTC-USD', 95020.0, 1.1),
  ('2025-04-29T10:00:00.000000Z', 'BTC-USD', 94760.0, 0.3),
  ('2025-04-30T10:00:00.000000Z', 'BTC-USD', 94590.0, 0.8),
  ('2025-05-01T10:00:00.000000Z', 'BTC-USD', 96500.0, 0.25);
