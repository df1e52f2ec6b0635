/* Query QuestDB over the PostgreSQL wire protocol with libpq, PostgreSQL's C client library. */
#include <stdio.h>
#include <stdlib.h>
#include <libpq-fe.h>

/* Prints the server's message and exits when a statement did not end with the expected status. */
static void check(PGconn *conn, PGresult *res, ExecStatusType expected)
{
    if (PQresultStatus(res) != expected) {
        fprintf(stderr, "%s", PQerrorMessage(conn));
        PQclear(res);
        PQfinish(conn);
        exit(1);
    }
}

int main(void)
{
    PGconn *conn = PQconnectdb("host=localhost port=8812 user=admin password=quest dbname=qdb");
    if (PQstatus(conn) != CONNECTION_OK) {
        fprintf(stderr, "%s", PQerrorMessage(conn));
        PQfinish(conn);
        return 1;
    }

    /* Parameterised query: $1 and $2 travel as bind parameters, in text format. */
    const char *query_params[] = {"BTC-USD", "2025-05-01T09:00:01.000000Z"};
    PGresult *res = PQexecParams(conn,
        "SELECT symbol, side, price, amount, timestamp FROM trades "
        "WHERE symbol = $1 AND timestamp >= $2 ORDER BY timestamp LIMIT 3",
        2, NULL, query_params, NULL, NULL, 0);
    check(conn, res, PGRES_TUPLES_OK);
    /* Text results: every value is a string; TIMESTAMP is UTC without a zone suffix. */
    for (int row = 0; row < PQntuples(res); row++) {
        printf("%s %s %s %s %s\n",
            PQgetvalue(res, row, 0), PQgetvalue(res, row, 1), PQgetvalue(res, row, 2),
            PQgetvalue(res, row, 3), PQgetvalue(res, row, 4));
    }
    PQclear(res);

    res = PQexec(conn,
        "CREATE TABLE IF NOT EXISTS fills "
        "(symbol SYMBOL, price DOUBLE, amount DOUBLE, ts TIMESTAMP) "
        "TIMESTAMP(ts) PARTITION BY DAY WAL");
    check(conn, res, PGRES_COMMAND_OK);
    PQclear(res);

    const char *insert_params[] = {"ETH-USD", "1812.25", "1.5", "2025-05-01T10:00:00.000000Z"};
    res = PQexecParams(conn,
        "INSERT INTO fills (symbol, price, amount, ts) VALUES ($1, $2, $3, $4)",
        4, NULL, insert_params, NULL, NULL, 0);
    check(conn, res, PGRES_COMMAND_OK);
    printf("inserted rows: %s\n", PQcmdTuples(res));
    PQclear(res);

    PQfinish(conn);
    return 0;
}
