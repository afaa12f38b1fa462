-- Issue 17: almacén (pedidos, sus líneas y entregas), presencia (fichajes) y caja (cajas y sus movimientos): una tabla por colección.
create table pedidocli (id text primary key, doc jsonb not null, ambito text[] not null, escrito xid8 not null default pg_current_xact_id());
create index pedidocli_doc on pedidocli using gin (doc jsonb_path_ops);
create index pedidocli_ambito on pedidocli using gin (ambito);
create table lpedidocli (id text primary key, doc jsonb not null, ambito text[] not null, escrito xid8 not null default pg_current_xact_id());
create index lpedidocli_doc on lpedidocli using gin (doc jsonb_path_ops);
create index lpedidocli_ambito on lpedidocli using gin (ambito);
create table entregapedido (id text primary key, doc jsonb not null, ambito text[] not null, escrito xid8 not null default pg_current_xact_id());
create index entregapedido_doc on entregapedido using gin (doc jsonb_path_ops);
create index entregapedido_ambito on entregapedido using gin (ambito);
create table presencia (id text primary key, doc jsonb not null, ambito text[] not null, escrito xid8 not null default pg_current_xact_id());
create index presencia_doc on presencia using gin (doc jsonb_path_ops);
create index presencia_ambito on presencia using gin (ambito);
create table caja (id text primary key, doc jsonb not null, ambito text[] not null, escrito xid8 not null default pg_current_xact_id());
create index caja_doc on caja using gin (doc jsonb_path_ops);
create index caja_ambito on caja using gin (ambito);
create table movimientocaja (id text primary key, doc jsonb not null, ambito text[] not null, escrito xid8 not null default pg_current_xact_id());
create index movimientocaja_doc on movimientocaja using gin (doc jsonb_path_ops);
create index movimientocaja_ambito on movimientocaja using gin (ambito);
