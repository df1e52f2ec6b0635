# Dagster 1.10 definitions: an asset that computes per-symbol volume from QuestDB with psycopg.
import psycopg
from dagster import ConfigurableResource, Definitions, asset


class QuestDBResource(ConfigurableResource):
    """Connection settings for QuestDB's PostgreSQL wire endpoint."""

    host: str = "localhost"
    port: int = 8812
    user: str = "admin"
    password: str = "quest"
    dbname: str = "qdb"

    def connect(self) -> psycopg.Connection:
        return psycopg.connect(
            host=self.host, port=self.port, user=self.user,
            password=self.password, dbname=self.dbname, autocommit=True,
        )


@asset
def symbol_volume(questdb: QuestDBResource) -> dict[str, float]:
    with questdb.connect() as conn:
        rows = conn.execute(
            "SELECT symbol, sum(amount) FROM trades GROUP BY symbol ORDER BY symbol"
        ).fetchall()
    return {symbol: volume for symbol, volume in rows}


defs = Definitions(assets=[symbol_volume], resources={"questdb": QuestDBResource()})
