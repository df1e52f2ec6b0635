# PyFlink 1.17 job: a Flink SQL table backed by the QuestDB Flink connector 0.3 (ILP over TCP, port 9009).
# The connector jar (built from github.com/questdb/flink-questdb-connector, tag 0.3, with its
# QuestDB 6.6.1 client shaded in) must be on Flink's classpath.
from pyflink.table import EnvironmentSettings, TableEnvironment

env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())

env.execute_sql(
    """
    CREATE TABLE flink_trades (
        symbol VARCHAR,
        side VARCHAR,
        price DOUBLE,
        amount DOUBLE,
        trade_ts TIMESTAMP(6)
    ) WITH (
        'connector' = 'questdb',
        'host' = 'localhost:9009',
        'table' = 'flink_trades'
    )
    """
)

env.execute_sql(
    """
    INSERT INTO flink_trades VALUES
        ('BTC-USD', 'buy', 96500.0, 0.25, TIMESTAMP '2025-05-01 09:00:01'),
        ('ETH-USD', 'sell', 1810.5, 2.0, TIMESTAMP '2025-05-01 09:00:02.5')
    """
).wait()
