-- Positions of three delivery vans, for the geohash concept page.
CREATE TABLE van_positions (
  van SYMBOL INDEX,
  lat DOUBLE,
  lon DOUBLE,
  cell GEOHASH(8c),
  timestamp TIMESTAMP
) TIMESTAMP(timestamp) PARTITION BY DAY WAL;

INSERT INTO van_positions (timestamp, van, lat, lon, cell) VALUES
  ('2025-05-01T09:00:00.000000Z', 'van-1', 51.5072, -0.1276, make_geohash(-0.1276, 51.5072, 40)),
  ('2025-05-01T09:00:00.000000Z', 'van-2', 51.5155, -0.0922, make_geohash(-0.0922, 51.5155, 40)),
  ('2025-05-01T09:00:00.000000Z', 'van-3', 48.8566, 2.3522, make_geohash(2.3522, 48.8566, 40)),
  ('2025-05-01T09:05:00.000000Z', 'van-1', 51.5033, -0.1196, make_geohash(-0.1196, 51.5033, 40)),
  ('2025-05-01T09:05:00.000000Z', 'van-2', 51.5246, -0.0780, make_geohash(-0.0780, 51.5246, 40)),
  ('2025-05-01T09:05:00.000000Z', 'van-3', 48.8606, 2.3376, make_geohash(2.3376, 48.8606, 40));
