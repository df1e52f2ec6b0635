# Query QuestDB from SQLAlchemy with the questdb-connect dialect (PostgreSQL wire, port 8812).
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
