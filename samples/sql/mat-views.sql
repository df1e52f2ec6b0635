-- Two materialized views on the example trades table, for the pages that refresh, alter or drop
-- them: hourly OHLC bars and a daily volume-weighted average price.
CREATE MATERIALIZED VIEW trades_ohlc_1h AS (
  SELECT
    timestamp,
    symbol,
    first(price) AS open,
    max(price) AS high,
    min(price) AS low,
    last(price) AS close,
    sum(amount) AS volume
  FROM trades
  SAMPLE BY 1h
) PARTITION BY DAY;

CREATE MATERIALIZED VIEW trades_vwap_1d AS (
  SELECT timestamp, symbol, sum(price * amount) / sum(amount) AS vwap, sum(amount) AS volume
  FROM trades
  SAMPLE BY 1d
) PARTITION BY MONTH;
