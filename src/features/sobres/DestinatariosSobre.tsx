/**
 * Los destinatarios de un sobre: todos (/sobres/{id}/destinatarios: correo, si ha firmado, cuándo, con qué
 * nombre y DNI) o solo los que faltan (/sobres/{id}/destinatariosFaltan), y en ambos 'Reenviar' el correo
 * a quien no ha firmado mientras el sobre sigue enviado (sobre.reenviar: con red; sin ella, desactivado y
 * dicho). La tabla es la misma en la ficha del sobre. En vivo: quien firma pasa a 'Sí' sin recargar.
 */
import { useMemo } from 'react';
import { puede } from '../../app/permisos';
import { useEnLinea } from '../../app/useEnLinea';
import { useVigia } from '../../app/VigiaProvider';
import { useAccion } from '../../ui/accion/useAccion';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { SubpantallaSobre, type PantallaSobreProps } from './MarcoSobre';
import { admiteAcciones, type DestinatarioSobre, type Sobre } from './sobres';
import { etiquetasDestinatario as E, TEXTOS_DESTINATARIOS as T, TEXTOS_SOBRES } from './sobres.labels';
import { useDestinatariosDe, useRpcSobres } from './useSobres';

export interface TablaDestinatariosProps {
  sobre: Sobre;
  /** Solo los que no han firmado (sin las columnas de la firma). */
  soloFaltan: boolean;
  titulo: string;
}

const COLUMNAS_FIRMA: readonly ColumnaTablaHija<DestinatarioSobre>[] = [
  { id: 'firmado', cabecera: E.firmado, tipo: 'texto', valor: (d) => (d.firmado ? T.si : T.no), testId: 'firmado' },
  { id: 'ffirma', cabecera: E.ffirma, tipo: 'fechaHora', valor: (d) => d.ffirma },
  { id: 'firmante_nombre', cabecera: E.firmante_nombre, tipo: 'texto', valor: (d) => d.firmante_nombre },
  { id: 'firmante_dni', cabecera: E.firmante_dni, tipo: 'codigo', valor: (d) => d.firmante_dni },
];

/** Los destinatarios del sobre (todos o los que faltan), con 'Reenviar' a quien no ha firmado. */
export function TablaDestinatarios({ sobre, soloFaltan, titulo }: TablaDestinatariosProps) {
  const { sesion } = useVigia();
  const enLinea = useEnLinea();
  const rpc = useRpcSobres();
  const todos = useDestinatariosDe([sobre.idsobre]);
  const filas = useMemo(() => (soloFaltan ? todos?.filter((d) => !d.firmado) : todos), [todos, soloFaltan]);
  const { idsobre } = sobre;
  const reenviar = useAccion<string, void>({
    ejecutar: (iddestinatario_sobre) => rpc.reenviar({ idsobre, iddestinatario_sobre }),
    exito: TEXTOS_SOBRES.reenviado,
    ocupadoSoloElPulsado: true,
  });
  const conReenviar = admiteAcciones(sobre) && puede(sesion.usuario, 'sobre', 'editar');

  const columnas = useMemo((): readonly ColumnaTablaHija<DestinatarioSobre>[] => {
    const base: ColumnaTablaHija<DestinatarioSobre>[] = [
      { id: 'nombre', cabecera: E.nombre, tipo: 'texto', cabeceraFila: true, valor: (d) => d.nombre },
      { id: 'email', cabecera: E.email, tipo: 'codigo', valor: (d) => d.email },
      ...(soloFaltan ? [] : COLUMNAS_FIRMA),
    ];
    if (!conReenviar) return base;
    return [
      ...base,
      {
        id: 'acciones',
        cabecera: T.acciones,
        tipo: 'acciones',
        celda: (d) =>
          d.firmado ? null : (
            <button className="boton" aria-label={`${TEXTOS_SOBRES.reenviar} a ${d.nombre}`} {...reenviar.boton(d.iddestinatario_sobre, !enLinea)}>
              {TEXTOS_SOBRES.reenviar}
            </button>
          ),
      },
    ];
  }, [soloFaltan, conReenviar, reenviar, enLinea]);

  if (filas === undefined) return <p role="status">{T.cargando}</p>;
  return (
    <>
      <TablaHija
        titulo={titulo}
        columnas={columnas}
        filas={filas}
        claveFila={(d) => d.iddestinatario_sobre}
        atributosFila={() => ({ 'data-testid': 'destinatario' })}
        vacio={soloFaltan ? T.vacioFaltan : T.vacio}
      />
      {conReenviar && !enLinea && filas.some((d) => !d.firmado) && <p className="nota">{TEXTOS_SOBRES.sinConexion}</p>}
      {reenviar.aviso}
    </>
  );
}

export function DestinatariosSobreScreen(props: PantallaSobreProps) {
  return <SubpantallaSobre {...props} titulo={T.titulo}>{(sobre) => <TablaDestinatarios sobre={sobre} soloFaltan={false} titulo={T.titulo} />}</SubpantallaSobre>;
}

export function DestinatariosFaltanScreen(props: PantallaSobreProps) {
  return <SubpantallaSobre {...props} titulo={T.tituloFaltan}>{(sobre) => <TablaDestinatarios sobre={sobre} soloFaltan titulo={T.tituloFaltan} />}</SubpantallaSobre>;
}
