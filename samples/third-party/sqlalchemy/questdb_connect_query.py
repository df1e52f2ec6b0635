# Query QuestDB from SQLAlchemy with the questdb-connect dialect (PostgreSQL wire, port 8812).
import time

from sqlalchemy import MetaData, Table, create_engine, func, inspect, select, text

engine = create_engine("questdb://admin:quest@localhost:8812/main")

with engine.connect() as conn:
    # Inspect through a Connection: questdb-connect's inspector runs its queries on what it is given.
    inspector = inspect(conn)
    print([t for t in inspector.get_table_names() if t in ("trades", "quotes")])
    for column in inspector.get_columns("trades"):
        print(column["name"], column["type"])

    rows = conn.execute(
        text("SELECT symbol, count() AS n FROM trades WHERE side = :side GROUP BY symbol ORDER BY symbol"),
        {"side": "buy"},
    )
    for row in rows:
        print(row.symbol, row.n)

    trades = Table("trades", MetaData(), autoload_with=conn)
    stmt = (
        select(trades.c.symbol, func.max(trades.c.price).label("high"))
        .group_by(trades.c.symbol)
        .order_by(trades.c.symbol)
    )
    print(stmt.compile(engine))
    for row in conn.execute(stmt):
        print(row.symbol, row.high)

# Writes: SQLAlchemy runs without autocommit, so an INSERT is held until commit(); rollback() or
# closing the connection without commit() discards it. DDL applies at once, inside a transaction or not.
with engine.connect() as conn:
    conn.execute(text("DROP TABLE IF EXISTS sqlalchemy_fills"))
    conn.execute(text(
        "CREATE TABLE sqlalchemy_fills (symbol SYMBOL, amount DOUBLE, timestamp TIMESTAMP) "
        "TIMESTAMP(timestamp) PARTITION BY DAY WAL"
    ))
    fill = text("INSERT INTO sqlalchemy_fills VALUES ('BTC-USD', 0.5, '2025-05-01T09:00:00.000000Z')")
    conn.execute(fill)
    conn.rollback()
    print("after rollback:", conn.execute(text("SELECT count() FROM sqlalchemy_fills")).scalar())
    conn.execute(fill)
    conn.commit()
    # A WAL table shows committed rows once they are applied, a moment after commit().
    for _ in range(50):
        count = conn.execute(text("SELECT count() FROM sqlalchemy_fills")).scalar()
        if count:
            break
        time.sleep(0.1)
    print("after commit:", count)
