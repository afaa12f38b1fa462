/**
 * El mapa de una lista: el botón 'Mapa' de la cabecera y su diálogo, con un marcador por dirección de
 * los registros que abarca la lista (los da la pantalla: cada entidad guarda sus direcciones en su
 * colección). 'Buscar en esta zona', y cada movimiento con 'Buscar mientras me desplazo', restringen la
 * lista a los registros con alguna dirección en la zona visible: es el filtro por conjunto de la lista
 * (ConjuntoLista), que ListaScreen muestra como 'En la zona del mapa' con 'Quitar zona'. El diálogo
 * (Leaflet, su propio chunk) se carga la primera vez que se abre.
 */
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { plural } from '../../../lib/formato';
import type { ControlLista } from '../../lista/tipos';
import type { MarcadorMapa } from './tipos';
import { useUrlTeselas } from './useUrlTeselas';
import { enlacesPorPlantilla, idsEnZona, marcadoresDeDirecciones, mismosMarcadores, registrosConMarcador, type DireccionMapa, type MarcadorRegistro } from './zona';

const DialogoMapa = lazy(() => import('./DialogoMapa').then((m) => ({ default: m.DialogoMapa })));

export const TEXTOS_MAPA_LISTA = {
  boton: 'Mapa',
  zona: 'En la zona del mapa',
  quitarZona: 'Quitar zona',
  cargando: 'Cargando direcciones…',
} as const satisfies Record<string, string>;

export interface BotonMapaListaProps {
  /** El diálogo: se monta solo mientras está abierto (así sus consultas no corren con él cerrado). */
  children: (alCerrar: () => void) => ReactNode;
}

export function BotonMapaLista({ children }: BotonMapaListaProps) {
  const [abierto, setAbierto] = useState(false);
  return (
    <>
      <button type="button" className="boton" aria-haspopup="dialog" onClick={() => setAbierto(true)}>
        {TEXTOS_MAPA_LISTA.boton}
      </button>
      {abierto && children(() => setAbierto(false))}
    </>
  );
}

export interface DialogoMapaListaProps<T> {
  control: ControlLista<T>;
  /** Nombre de la cosa, como en la DefinicionLista ('cliente', 'clientes'). */
  nombre: { singular: string; plural: string };
  /** Los registros que abarca la lista (id → nombre); undefined mientras se leen. */
  registros: ReadonlyMap<string, string> | undefined;
  /** Las direcciones activas de esos registros (y otras: se quedan las de `registros`); undefined mientras se leen. */
  direcciones: readonly DireccionMapa[] | undefined;
  /** La dirección (href) de la ficha de un registro, para 'Abrir ficha'. */
  hrefFicha: (idregistro: string) => string;
  alCerrar: () => void;
  /** Clic en 'Abrir ficha' de un marcador: la pantalla navega a la ficha del registro. */
  alAbrir: (idregistro: string) => void;
}

const SIN_MARCADORES: readonly MarcadorRegistro[] = [];

export function DialogoMapaLista<T>({ control, nombre, registros, direcciones, hrefFicha, alCerrar, alAbrir }: DialogoMapaListaProps<T>) {
  const urlTeselas = useUrlTeselas();
  // La plantilla del enlace se calcula una vez (el router no se consulta por cada marcador).
  const enlace = useMemo(() => enlacesPorPlantilla(hrefFicha), [hrefFicha]);
  const marcadores = useMemo(
    () => (registros && direcciones ? marcadoresDeDirecciones(registros, direcciones, enlace) : undefined),
    [registros, direcciones, enlace],
  );
  // Los mismos marcadores (campo a campo) no cambian de identidad: el mapa no se vuelve a encuadrar
  // cuando la consulta repite resultado (un cambio en otro campo del registro, una descarga).
  const nuevos = marcadores ?? SIN_MARCADORES;
  const [estables, setEstables] = useState(nuevos);
  const cambian = !mismosMarcadores(nuevos, estables);
  if (cambian) setEstables(nuevos);
  const actuales = cambian ? nuevos : estables;
  const porId = useMemo(() => new Map(actuales.map((m) => [m.id, m])), [actuales]);

  const { conjunto, fijarConjunto } = control;
  const enZona = conjunto?.etiqueta === TEXTOS_MAPA_LISTA.zona ? conjunto : null;
  const resumen =
    marcadores === undefined
      ? TEXTOS_MAPA_LISTA.cargando
      : actuales.length === 0
        ? `No hay ${nombre.plural} con dirección en el mapa`
        : enZona
          ? `${plural(enZona.ids.length, nombre.singular, nombre.plural)} en la zona`
          : `${plural(registrosConMarcador(actuales), nombre.singular, nombre.plural)} en el mapa`;

  return (
    <Suspense fallback={<span role="status">Cargando el mapa…</span>}>
      <DialogoMapa
        abierto
        alCerrar={alCerrar}
        marcadores={actuales}
        urlTeselas={urlTeselas}
        resumen={resumen}
        alBuscar={(limites) => {
          // Sin las direcciones leídas la zona saldría vacía: se espera a tenerlas.
          if (marcadores === undefined) return;
          fijarConjunto({
            etiqueta: TEXTOS_MAPA_LISTA.zona,
            quitar: TEXTOS_MAPA_LISTA.quitarZona,
            vacio: `No hay ${nombre.plural} con dirección en la zona del mapa`,
            ids: idsEnZona(actuales, limites),
          });
        }}
        alAbrir={(m: MarcadorMapa) => {
          const registro = porId.get(m.id);
          if (registro) alAbrir(registro.idregistro);
        }}
      />
    </Suspense>
  );
}
