-- The site's example data: the trades and quotes tables every SQL example runs on.
-- Load it in the Web Console (or `npm run questdb -- --example-data` does it for you).
CREATE TABLE trades (
  symbol SYMBOL,
  side SYMBOL,
  price DOUBLE,
  amount DOUBLE,
  timestamp TIMESTAMP
) TIMESTAMP(timestamp) PARTITION BY DAY WAL;

CREATE TABLE quotes (
  symbol SYMBOL,
  bid DOUBLE,
  ask DOUBLE,
  timestamp TIMESTAMP
) TIMESTAMP(timestamp) PARTITION BY DAY WAL;

INSERT INTO trades (timestamp, symbol, side, price, amount) VALUES
  ('2025-05-01T09:00:01.000000Z', 'BTC-USD', 'buy',  96500.0,  0.25),
  ('2025-05-01T09:00:02.500000Z', 'ETH-USD', 'sell', 1810.5,   2.0),
  ('2025-05-01T09:00:04.000000Z', 'BTC-USD', 'sell', 96510.0,  0.125),
  ('2025-05-01T09:00:30.000000Z', 'SOL-USD', 'buy',  151.25,   10.0),
  ('2025-05-01T09:01:05.000000Z', 'ETH-USD', 'buy',  1811.0,   1.5),
  ('2025-05-01T09:01:20.000000Z', 'BTC-USD', 'buy',  96520.0,  0.5),
  ('2025-05-01T09:01:45.000000Z', 'SOL-USD', 'sell', 151.0,    4.0),
  ('2025-05-01T09:03:10.000000Z', 'BTC-USD', 'sell', 96480.0,  0.25),
  ('2025-05-01T09:03:15.000000Z', 'ETH-USD', 'sell', 1809.0,   3.0),
  ('2025-05-01T09:03:50.000000Z', 'SOL-USD', 'buy',  150.75,   6.0),
  ('2025-05-01T09:04:05.000000Z', 'BTC-USD', 'buy',  96490.0,  0.75),
  ('2025-05-01T09:04:40.000000Z', 'ETH-USD', 'buy',  1809.5,   0.5);

INSERT INTO quotes (timestamp, symbol, bid, ask) VALUES
  ('2025-05-01T09:00:00.000000Z', 'BTC-USD', 96495.0, 96505.0),
  ('2025-05-01T09:00:00.500000Z', 'ETH-USD', 1810.0,  1810.75),
  ('2025-05-01T09:00:03.000000Z', 'BTC-USD', 96505.0, 96512.0),
  ('2025-05-01T09:00:20.000000Z', 'SOL-USD', 151.0,   151.5),
  ('2025-05-01T09:01:00.000000Z', 'ETH-USD', 1810.75, 1811.25),
  ('2025-05-01T09:01:15.000000Z', 'BTC-USD', 96515.0, 96522.0),
  ('2025-05-01T09:01:40.000000Z', 'SOL-USD', 150.75,  151.25),
  ('2025-05-01T09:03:05.000000Z', 'BTC-USD', 96478.0, 96486.0),
  ('2025-05-01T09:03:14.000000Z', 'ETH-USD', 1808.75, 1809.25),
  ('2025-05-01T09:04:00.000000Z', 'BTC-USD', 96488.0, 96494.0);
