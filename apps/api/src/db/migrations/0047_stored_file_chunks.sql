CREATE TABLE "stored_file_chunks" (
	"file_id" uuid NOT NULL,
	"chunk_index" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_file_id_chunk_index_pk" PRIMARY KEY("file_id","chunk_index")
);
