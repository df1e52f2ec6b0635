# Airflow 2.10 DAG: once a day, write the previous day's one-minute OHLC bars of `trades` into `trades_ohlc_1m`.
# Needs apache-airflow-providers-postgres and a connection `questdb` of type Postgres
# (host questdb, port 8812, schema qdb, login admin, password quest).
from datetime import datetime

from airflow import DAG
from airflow.providers.common.sql.operators.sql import SQLExecuteQueryOperator

with DAG(
    dag_id="questdb_daily_ohlc",
    start_date=datetime(2025, 5, 1),
    schedule="@daily",
    catchup=False,
) as dag:
    create_table = SQLExecuteQueryOperator(
        task_id="create_table",
        conn_id="questdb",
        autocommit=True,
        sql="""
            CREATE TABLE IF NOT EXISTS trades_ohlc_1m (
                timestamp TIMESTAMP, symbol SYMBOL,
                open DOUBLE, high DOUBLE, low DOUBLE, close DOUBLE, volume DOUBLE
            ) TIMESTAMP(timestamp) PARTITION BY DAY WAL
        """,
    )
    insert_bars = SQLExecuteQueryOperator(
        task_id="insert_bars",
        conn_id="questdb",
        autocommit=True,
        # {{ ds }} is the run's logical date (YYYY-MM-DD); QuestDB reads it as a one-day interval.
        sql="""
            INSERT INTO trades_ohlc_1m
            SELECT timestamp, symbol, first(price), max(price), min(price), last(price), sum(amount)
            FROM trades WHERE timestamp IN '{{ ds }}' SAMPLE BY 1m
        """,
    )
    create_table >> insert_bars
