module questdb.example/ilp-samples

go 1.22

require github.com/questdb/go-questdb-client/v4 v4.1.0
