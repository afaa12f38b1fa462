/**
 * Ficha de una operación comercial (/operaciones/{id}): tarjeta de datos con su titular, el importe de
 * sus líneas (bruto, descuento y total al céntimo), enlaces a modificar, líneas, contactos, citas,
 * ficheros y datos (idtabla 117) y 'Enviar resumen por correo' (el diálogo de correo compartido con el
 * resumen ya escrito y el correo del cliente).
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { entidades } from '../../../schemas';
import { puede } from '../../app/permisos';
import { usePorIds } from '../../app/usePorIds';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFecha, formatearMoneda, formatearNumero } from '../../lib/formato';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { BotonCorreo } from '../../ui/dialogos/BotonCorreo';
import { CorreosEnviados } from '../../ui/dialogos/CorreosEnviados';
import { Documento } from '../../ui/documento/Documento';
import { plantillasCorreoOperacion, PLANTILLA_RESUMEN_OPERACION, type DatosCorreoOperacion } from './correo-operacion';
import { useLineasOperacion } from './lineas';
import { esCerrada, totalesLineas, type Operacion } from './operaciones';
import { ETIQUETAS_ETAPA, etiquetasOperacion, TEXTOS_OPERACIONES as T, textoTitular } from './operaciones.labels';
import { NombreTitular, useTitular } from './titulares';
import { BarraSubpaginas } from '../../ui/marco/BarraSubpaginas';

/** El mismo idtabla como número: los correos de la operación cuelgan de él. */
const TABLA_OPERACION = entidades.operacioncrm.idtabla ?? 117;

export const tarjetaOperacion = tarjetaDe('operacioncrm', etiquetasOperacion, [
  { campo: 'titulo' },
  { externo: 'titular' },
  { campo: 'etapa', valor: (o) => `${ETIQUETAS_ETAPA[o.etapa]} (${esCerrada(o.etapa) ? T.cerrada : T.abierta})` },
  { campo: 'probabilidad', valor: (o) => `${o.probabilidad} %` },
  { campo: 'importe_estimado', formato: 'moneda' },
  { campo: 'fecha_alta' },
  { campo: 'fprevista_cierre' },
  { campo: 'fcierre' },
  { campo: 'motivo_perdida', ancho: true },
  { campo: 'origen' },
  { campo: 'descripcion', ancho: true },
]);

export function OperacionScreen({ idoperacioncrm }: { idoperacioncrm: string }) {
  return (
    <Documento coleccion="operacioncrm" id={idoperacioncrm} nombre="Operación" volver={<Link to="/operaciones/">{T.volverLista}</Link>}>
      {(operacion) => <FichaOperacion operacion={operacion} />}
    </Documento>
  );
}

function FichaOperacion({ operacion }: { operacion: Operacion }) {
  const { sesion } = useVigia();
  const { idoperacioncrm } = operacion;
  const lineas = useLineasOperacion(idoperacioncrm);
  const totales = useMemo(() => totalesLineas(lineas ?? []), [lineas]);
  const idTotales = useId();
  const params = { idoperacioncrm };

  return (
    <div className="pantalla">
      <h1>{operacion.titulo}</h1>
      <TarjetaEntidad declaracion={tarjetaOperacion} doc={operacion} titulo={T.datos} externos={{ titular: <NombreTitular registro={operacion} /> }} />

      <section className="tarjeta" aria-labelledby={idTotales}>
        <h2 id={idTotales}>{T.totales}</h2>
        {lineas === undefined ? (
          <p role="status">Cargando…</p>
        ) : (
          <dl className="totales-operacion" data-testid="totales-operacion">
            <dt>{T.bruto}</dt>
            <dd>{formatearMoneda(totales.bruto)}</dd>
            <dt>{T.descuento}</dt>
            <dd>{formatearMoneda(totales.descuento)}</dd>
            <dt>{T.total}</dt>
            <dd data-testid="total-operacion">{formatearMoneda(totales.total)}</dd>
          </dl>
        )}
      </section>

      <BarraSubpaginas etiqueta={T.datos} coleccion="operacioncrm" id={idoperacioncrm} despues={<BotonCorreoOperacion operacion={operacion} />}>
        {puede(sesion.usuario, 'operacioncrm', 'editar') && (
          <Link to="/operaciones/$idoperacioncrm/edit" params={params} className="boton boton-primario">
            {T.modificar}
          </Link>
        )}
        <Link to="/operaciones/$idoperacioncrm/lineas" params={params} className="boton">
          {`${T.lineas} (${formatearNumero(totales.lineas)})`}
        </Link>
        <Link to="/operaciones/$idoperacioncrm/contactos" params={params} className="boton">
          {T.contactos}
        </Link>
        <Link to="/operaciones/$idoperacioncrm/citas" params={params} className="boton">
          {T.citas}
        </Link>
      </BarraSubpaginas>
      <CorreosEnviados origen={{ idtabla: TABLA_OPERACION, id: idoperacioncrm }} />
    </div>
  );
}

function BotonCorreoOperacion({ operacion }: { operacion: Operacion }) {
  const lineas = useLineasOperacion(operacion.idoperacioncrm);
  const titular = useTitular(operacion);
  const clientes = usePorIds('cliente', [operacion.idcliente]);
  const potenciales = usePorIds('clientepotencial', [operacion.idcliente_potencial]);
  const email = clientes?.get(operacion.idcliente)?.email ?? potenciales?.get(operacion.idcliente_potencial)?.email ?? null;
  const datos = useMemo<DatosCorreoOperacion>(
    () => ({
      titulo: operacion.titulo,
      titular: titular ? textoTitular(titular.tipo, titular.nombre) : null,
      etapa: ETIQUETAS_ETAPA[operacion.etapa],
      fprevista_cierre: operacion.fprevista_cierre ? formatearFecha(operacion.fprevista_cierre) : null,
      importe_estimado: formatearMoneda(operacion.importe_estimado),
      lineas: (lineas ?? []).map((l) => `${l.descripcion}: ${formatearNumero(l.unidades)} × ${formatearMoneda(l.precio)}${l.dto ? ` (−${formatearNumero(l.dto)} %)` : ''} = ${formatearMoneda(l.importe)}`),
      total: formatearMoneda(totalesLineas(lineas ?? []).total),
      descripcion: operacion.descripcion ?? null,
    }),
    [operacion, titular, lineas],
  );
  const plantillas = useMemo(() => plantillasCorreoOperacion(datos), [datos]);
  return (
    <BotonCorreo
      origen={{ idtabla: TABLA_OPERACION, id: operacion.idoperacioncrm }}
      etiqueta={T.enviarResumen}
      email={email}
      plantillas={plantillas}
      plantillaInicial={PLANTILLA_RESUMEN_OPERACION}
    />
  );
}
