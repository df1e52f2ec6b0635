# PySpark 3.5 job: read a QuestDB query over JDBC (PostgreSQL wire, port 8812) and aggregate it in Spark.
# Start it with the PostgreSQL JDBC driver: spark-submit --packages org.postgresql:postgresql:42.7.5 read_trades.py
from pyspark.sql import SparkSession
from pyspark.sql import functions as F

spark = SparkSession.builder.appName("questdb-trades").getOrCreate()

trades = (
    spark.read.format("jdbc")
    .option("url", "jdbc:postgresql://localhost:8812/qdb")
    .option("driver", "org.postgresql.Driver")
    .option("user", "admin")
    .option("password", "quest")
    # A query rather than a table name: QuestDB applies the filter (or a SAMPLE BY you add) before Spark sees the rows.
    .option("query", "SELECT symbol, side, price, amount, timestamp FROM trades WHERE timestamp IN '2025-05-01'")
    .load()
)

volume = trades.groupBy("symbol").agg(F.count("*").alias("trades"), F.sum("amount").alias("volume"))
volume.orderBy("symbol").show()
spark.stop()
