-- MindsDB 25.x: register QuestDB as a data source (QuestDB handler, PostgreSQL wire protocol).
CREATE DATABASE questdb_trades
WITH ENGINE = 'questdb',
PARAMETERS = {
  "host": "questdb",
  "port": 8812,
  "database": "qdb",
  "user": "admin",
  "password": "quest"
};
