/**
 * Ficha de una ronda realizada (/rondas/rondas-realizadas/{id}): la ronda (puesto, ronda, vigilante, inicio,
 * fin, recepción en el servidor, situación, puntos leídos, incidencias y el motivo de los que faltaron) y sus
 * lecturas en secuencia: punto, resultado, 'Hora del dispositivo', 'Recibido en el servidor' ('Pendiente de
 * subir' mientras no ha llegado), posición (lat, lng ± precisión m) y sus ficheros (idtabla 261); los de la
 * ronda, idtabla 260. Si sigue en curso y es del vigilante de la sesión, el enlace para continuarla.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { entidades } from '../../../schemas';
import { puede } from '../../app/permisos';
import { usePorIds } from '../../app/usePorIds';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFechaHora } from '../../lib/formato';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { Documento } from '../../ui/documento/Documento';
import { CABECERA_HORA_SERVIDOR, MarcaHora } from '../../ui/hora/MarcaHora';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { useLecturasRonda, useNombrePuesto, useNombresPuntos, useRondaProgramada } from './consultas';
import { VolverRealizadas } from './enlaces';
import { nombreResultado, nombreSituacion, textoPosicion, textoPuntosRonda, type RondaCheck, type RondaRealizada } from './rondas';
import { etiquetasLectura as EL, etiquetasRondaRealizada, TEXTOS_RONDAS as T } from './rondas.labels';
import { BarraSubpaginas } from '../../ui/marco/BarraSubpaginas';

/** idtabla de la ronda realizada y de cada lectura (ficheros). */
export const IDTABLA_RONDA = String(entidades.rondarealizada.idtabla ?? 260);
export const IDTABLA_LECTURA = String(entidades.rondacheck.idtabla ?? 261);

export const tarjetaRondaRealizada = tarjetaDe('rondarealizada', etiquetasRondaRealizada, [
  { externo: 'ronda' },
  { externo: 'puesto' },
  { externo: 'vigilante' },
  { campo: 'inicio' },
  { campo: 'fin' },
  { campo: 'recibido', valor: (r) => (r.recibido ? formatearFechaHora(r.recibido) : T.pendienteSubir) },
  { campo: 'situacion', valor: (r) => nombreSituacion(r.situacion) },
  { externo: 'puntos' },
  { campo: 'incidencias' },
  { campo: 'motivo_cierre', ancho: true },
]);

/** 'Recibido en el servidor' de una lectura: su hora, o 'Pendiente de subir' mientras no ha llegado. */
export const textoRecibido = (c: Pick<RondaCheck, 'frecibido'>): string => (c.frecibido ? formatearFechaHora(c.frecibido) : T.pendienteSubir);

export function RondaRealizadaScreen({ idronda_realizada }: { idronda_realizada: string }) {
  return (
    <Documento coleccion="rondarealizada" id={idronda_realizada} nombre="Ronda realizada" volver={<VolverRealizadas />}>
      {(ronda) => <FichaRondaRealizada ronda={ronda} />}
    </Documento>
  );
}

const columnasLecturas = (nombres: ReadonlyMap<string, string>, conFicheros: boolean): ColumnaTablaHija<RondaCheck>[] => [
  { id: 'secuencia', cabecera: EL.secuencia, tipo: 'numero', valor: (c) => c.secuencia },
  { id: 'punto', cabecera: EL.punto, tipo: 'texto', cabeceraFila: true, valor: (c) => (c.idpunto_ronda ? (nombres.get(c.idpunto_ronda) ?? c.codigo) : c.codigo) },
  { id: 'codigo', cabecera: EL.codigo, tipo: 'codigo', valor: (c) => c.codigo },
  { id: 'resultado', cabecera: EL.resultado, tipo: 'texto', valor: (c) => nombreResultado(c.resultado) },
  { id: 'fdispositivo', cabecera: EL.fdispositivo, tipo: 'fechaHora', valor: (c) => c.fdispositivo ?? null },
  {
    id: 'hora',
    cabecera: CABECERA_HORA_SERVIDOR,
    tipo: 'fechaHora',
    valor: (c) => c.hora ?? null,
    celda: (c) => (
      <>
        {c.hora ? formatearFechaHora(c.hora) : '—'}
        <MarcaHora doc={c} />
      </>
    ),
  },
  { id: 'frecibido', cabecera: EL.frecibido, tipo: 'fechaHora', valor: (c) => c.frecibido ?? null, celda: textoRecibido },
  { id: 'posicion', cabecera: EL.posicion, tipo: 'codigo', ordenable: false, valor: textoPosicion },
  { id: 'observaciones', cabecera: EL.observaciones, tipo: 'texto', valor: (c) => c.observaciones ?? null },
  ...(conFicheros
    ? [
        {
          id: 'ficheros',
          cabecera: EL.ficheros,
          tipo: 'acciones',
          celda: (c: RondaCheck) => (
            <Link to="/ficheros/$id/$idtabla" params={{ id: c.idronda_check, idtabla: IDTABLA_LECTURA }} aria-label={T.ficherosDeLectura(c.secuencia)}>
              {T.ficheros}
            </Link>
          ),
        } satisfies ColumnaTablaHija<RondaCheck>,
      ]
    : []),
];

function FichaRondaRealizada({ ronda }: { ronda: RondaRealizada }) {
  const { sesion } = useVigia();
  const { idronda_realizada } = ronda;
  const programada = useRondaProgramada(ronda.idronda_programada);
  const puesto = useNombrePuesto(ronda.idpuesto_servicio);
  const vigilantes = usePorIds('vigilante', [ronda.idvigilante]);
  const lecturas = useLecturasRonda(idronda_realizada);
  const verFicheros = puede(sesion.usuario, 'fichero', 'visualizar');
  const nombres = useNombresPuntos(ronda.idronda_programada);
  const columnas = useMemo(() => columnasLecturas(nombres, verFicheros), [nombres, verFicheros]);

  const externos = {
    ronda: programada === undefined ? T.cargando : (programada?.nombre ?? T.noEsta),
    puesto,
    vigilante: vigilantes === undefined ? T.cargando : (vigilantes.get(ronda.idvigilante)?.nombre ?? T.noEsta),
    puntos: textoPuntosRonda(ronda),
  };
  const continuar = ronda.situacion === 'en_curso' && ronda.idvigilante === sesion.usuario.idvigilante;

  return (
    <div className="pantalla">
      <h1>{T.titulo(externos.ronda)}</h1>
      <MarcaHora doc={ronda} />
      <TarjetaEntidad declaracion={tarjetaRondaRealizada} doc={ronda} titulo={T.datosRealizada} externos={externos} />

      <section className="tarjeta" aria-labelledby="lecturas-ronda">
        <h2 id="lecturas-ronda">{T.lecturas}</h2>
        {lecturas === undefined ? (
          <p role="status">{T.cargando}</p>
        ) : (
          <TablaHija columnas={columnas} filas={lecturas} claveFila={(c) => c.idronda_check} etiquetadaPor="lecturas-ronda" vacio={T.sinLecturas} />
        )}
      </section>

      <BarraSubpaginas etiqueta={T.enlaces} coleccion="rondarealizada" id={idronda_realizada} ficheros={T.ficheros} datos={false} despues={<VolverRealizadas />}>
        {continuar && (
          <Link to="/rondas/realizar/$idronda_realizada" params={{ idronda_realizada }} className="boton boton-primario">
            {T.continuar}
          </Link>
        )}
      </BarraSubpaginas>
    </div>
  );
}
