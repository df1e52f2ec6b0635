-- One BTC-USD trade per hour across the start of daylight saving time in Europe (Sunday
-- 30 March 2025, when Berlin moved from UTC+1 to UTC+2): 71 rows, from midnight of 29 March to
-- midnight of 1 April, Berlin time. Used by guides/working-with-timestamps-timezones.
CREATE TABLE hourly_trades (
  timestamp TIMESTAMP,
  symbol SYMBOL,
  price DOUBLE,
  amount DOUBLE
) TIMESTAMP(timestamp) PARTITION BY DAY WAL;

INSERT INTO hourly_trades
SELECT timestamp_sequence('2025-03-28T23:00:00.000000Z', 3600000000L), 'BTC-USD', 84000 + x * 10, 1.0
FROM long_sequence(71);
