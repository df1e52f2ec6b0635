# What Superset does with a QuestDB connection: open it from the SQLAlchemy URI, list tables, run a chart query.
from sqlalchemy import create_engine, inspect, text

URI = "questdb://admin:quest@localhost:8812/main"

engine = create_engine(URI)
with engine.connect() as conn:
    print("tables:", sorted(t for t in inspect(conn).get_table_names() if t in ("trades", "quotes")))
    # The kind of query a Superset time-series chart sends: questdb-connect's engine spec turns the
    # time grain Minute into DATE_TRUNC('minute', ...); one metric per symbol.
    rows = conn.execute(
        text(
            "SELECT DATE_TRUNC('minute', timestamp) AS __timestamp, symbol, sum(amount) AS volume "
            "FROM trades GROUP BY __timestamp, symbol ORDER BY __timestamp, symbol LIMIT 5"
        )
    )
    for row in rows:
        print(row.__timestamp.isoformat(), row.symbol, row.volume)
