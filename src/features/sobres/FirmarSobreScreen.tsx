/**
 * Página pública de firma (/firmar/{token}), sin sesión ni base de datos: pide al servidor lo que se firma
 * con el enlace (empresa, presupuesto, destinatario, documento y su SHA-256) y enseña 'Ver el documento'
 * (el PDF en una pestaña nueva: la CSP y X-Frame-Options no dejan incrustarlo) y el formulario (nombre y
 * apellidos, DNI, firma y la casilla de aceptación). Firmado: 'Documento firmado. Gracias.' y nada más.
 * Si el enlace no vale (no existe, ya se usó, caducó, se canceló el sobre) se dice el mensaje del servidor,
 * grande, sin formulario; sin red, con 'Reintentar'.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTituloFijo } from '../../app/titulo';
import { formatearFechaHora, formatearMoneda } from '../../lib/formato';
import { declararTarjeta } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { cargarFirma, enviarFirma, esFalloDefinitivo, urlDocumento, type DatosFirma, type FalloFirma, type ResultadoCarga } from './firma-api';
import { FIRMA_PUBLICA_VACIA, formularioFirmaPublica } from './firmar-formulario';
import { TEXTOS_FIRMAR as T } from './sobres.labels';
import './sobres.css';

/** En qué punto está la página tras cargar bien: firmando, firmado o el enlace ya no vale. */
type Final = { fase: 'firmado' } | { fase: 'fallo'; mensaje: string } | null;

export function FirmarSobreScreen({ token }: { token: string }) {
  useTituloFijo(T.titulo);
  const [intento, setIntento] = useState(0);
  const [carga, setCarga] = useState<{ intento: number; resultado: ResultadoCarga } | null>(null);

  useEffect(() => {
    let vigente = true;
    void cargarFirma(token).then((resultado) => {
      if (vigente) setCarga({ intento, resultado });
    });
    return () => {
      vigente = false;
    };
  }, [token, intento]);

  // Mientras llega la respuesta del intento actual, 'Cargando…' (también al reintentar).
  const actual = carga !== null && carga.intento === intento ? carga.resultado : null;
  return (
    <main className="firma-publica" id="contenido">
      <div className="firma-publica-hoja">
        {actual === null ? (
          <p className="cargando" role="status">
            {T.cargando}
          </p>
        ) : actual.ok ? (
          <Firma token={token} datos={actual.datos} />
        ) : (
          <NoSePuede fallo={actual} reintentar={esFalloDefinitivo(actual) ? null : () => setIntento((n) => n + 1)} />
        )}
      </div>
    </main>
  );
}

/** Por qué no se puede firmar, grande y claro; con 'Reintentar' si es un fallo pasajero (sin red). */
function NoSePuede({ fallo, reintentar }: { fallo: Pick<FalloFirma, 'mensaje'>; reintentar: (() => void) | null }) {
  return (
    <>
      <h1>{T.noDisponible}</h1>
      <p className="firma-publica-resultado firma-publica-resultado-error" role="alert">
        {fallo.mensaje}
      </p>
      {reintentar && (
        <div className="botonera">
          <button type="button" className="boton boton-primario" onClick={reintentar}>
            {T.reintentar}
          </button>
        </div>
      )}
    </>
  );
}

const tarjetaFirma = declararTarjeta<DatosFirma>([
  { etiqueta: T.numero, valor: (d) => d.presupuesto.numero },
  { etiqueta: T.tituloPresupuesto, valor: (d) => d.presupuesto.titulo, ancho: true },
  { etiqueta: T.total, valor: (d) => formatearMoneda(d.presupuesto.total) },
  { etiqueta: T.destinatario, valor: (d) => d.destinatario.nombre },
  { etiqueta: T.caduca, valor: (d) => formatearFechaHora(d.caduca) },
  { etiqueta: T.documento, valor: (d) => d.documento.nombre, ancho: true },
  { etiqueta: T.sha256, valor: (d) => <span className="huella">{d.documento.sha256}</span>, ancho: true },
]);

function Firma({ token, datos }: { token: string; datos: DatosFirma }) {
  const [final, setFinal] = useState<Final>(null);
  const declaracion = useMemo(
    () =>
      formularioFirmaPublica(async (peticion) => {
        const r = await enviarFirma(token, peticion);
        if (r.ok) setFinal({ fase: 'firmado' });
        // Ya no se puede firmar con este enlace: se dice en grande, sin formulario.
        else if (esFalloDefinitivo(r)) setFinal({ fase: 'fallo', mensaje: r.mensaje });
        // Se puede corregir o repetir (DNI, sin red): el formulario lo enseña y conserva lo escrito.
        else throw new Error(r.mensaje);
      }),
    [token],
  );

  if (final?.fase === 'fallo') return <NoSePuede fallo={final} reintentar={null} />;
  if (final?.fase === 'firmado') {
    return (
      <>
        <p className="firma-publica-empresa">{datos.empresa}</p>
        <h1>{T.titulo}</h1>
        <p className="firma-publica-resultado firma-publica-resultado-exito" role="status" data-testid="firma-hecha">
          {T.firmado}
        </p>
        <p>{T.firmadoNota}</p>
      </>
    );
  }
  return (
    <>
      <p className="firma-publica-empresa">{datos.empresa}</p>
      <h1>{T.titulo}</h1>
      <TarjetaEntidad declaracion={tarjetaFirma} doc={datos} titulo={`${T.presupuesto} ${datos.presupuesto.numero}`} />
      <div className="botonera">
        <a className="boton" href={urlDocumento(token)} target="_blank" rel="noopener noreferrer">
          {T.verDocumento}
        </a>
      </div>
      <p className="nota">{T.verDocumentoNota}</p>
      <FormularioDeclarado declaracion={declaracion} valores={FIRMA_PUBLICA_VACIA} registro={undefined} modo="alta" etiqueta={T.titulo} />
    </>
  );
}
