# Read a QuestDB query into a pandas DataFrame over the PostgreSQL wire protocol (port 8812).
import pandas as pd
from sqlalchemy import create_engine, text

engine = create_engine("postgresql+psycopg2://admin:quest@localhost:8812/qdb")

query = text(
    "SELECT timestamp, symbol, first(price) AS open, max(price) AS high, "
    "min(price) AS low, last(price) AS close, sum(amount) AS volume "
    "FROM trades WHERE symbol = :symbol SAMPLE BY 1m"
)
with engine.connect() as conn:
    df = pd.read_sql(query, conn, params={"symbol": "BTC-USD"}, index_col="timestamp")

print(df.to_string())
print(df.dtypes.to_string())
print("index:", df.index.dtype)
