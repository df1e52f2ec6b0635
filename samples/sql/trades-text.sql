-- The trades_text table: the columns of the site's trades table, with rows chosen for the examples of
-- docs/reference/function/text.md.
CREATE TABLE trades_text (
  symbol SYMBOL,
  side SYMBOL,
  price DOUBLE,
  amount DOUBLE,
  timestamp TIMESTAMP
) TIMESTAMP(timestamp) PARTITION BY DAY WAL;

INSERT INTO trades_text (symbol, side, price, amount, timestamp) VALUES
  ('BTC-USD', 'buy', 84210.5, 0.12, '2025-03-28T09:15:02.123456Z'),
  ('ETH-USD', 'sell', 1891.25, 3.5, '2025-03-28T09:15:07.500000Z'),
  ('SOL-USD', 'buy', 131.42, 40.0, '2025-03-28T23:59:30.000000Z');
