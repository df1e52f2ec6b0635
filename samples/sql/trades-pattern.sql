-- The trades_pattern table: the columns of the site's trades table, with rows chosen for the examples of
-- docs/reference/function/pattern-matching.md.
CREATE TABLE trades_pattern (
  symbol SYMBOL,
  side SYMBOL,
  price DOUBLE,
  amount DOUBLE,
  timestamp TIMESTAMP
) TIMESTAMP(timestamp) PARTITION BY DAY WAL;

INSERT INTO trades_pattern (symbol, side, price, amount, timestamp) VALUES
  ('BTC-USD', 'buy', 84210.5, 0.12, '2025-03-28T09:15:02.123456Z'),
  ('ETH-USD', 'sell', 1891.25, 3.5, '2025-03-28T09:15:07.500000Z'),
  ('BTC-USDT', 'sell', 84190.0, 0.05, '2025-03-28T10:42:59.999999Z'),
  ('SOL-USD', 'buy', 131.42, 40.0, '2025-03-28T23:59:30.000000Z');
