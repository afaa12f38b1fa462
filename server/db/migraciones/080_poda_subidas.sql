-- Poda del registro de subidas (sync_aplicado) junto con la del registro de cambios: se conservan al
-- menos 90 días (la ventana sin conexión documentada). `subidas_hasta` es el instante hasta el que se
-- podó: una subida creada antes, que no esté en sync_aplicado, pudo aplicarse y olvidarse, y se rechaza
-- con un mensaje claro en vez de aplicarla dos veces. Null: nunca se ha podado.
alter table cambio_poda add column subidas_hasta timestamptz;
