/**
 * El diálogo de confirmación para lo que se ve desde el arranque (cabecera, aviso de versión nueva): el
 * mismo DialogoConfirmacion, pero su código (y el de los modales de react-aria) no va con la entrada y el
 * menú: se pide al montar (con red, al entrar) y se vuelve a pedir al abrir si aquella vez falló. El
 * service worker lo guarda, así que también abre sin red.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { DialogoConfirmacionProps } from './DialogoConfirmacion';

type Dialogo = ComponentType<DialogoConfirmacionProps>;

let cargado: Dialogo | null = null;
let carga: Promise<Dialogo> | null = null;

const cargar = (): Promise<Dialogo> => {
  carga ??= import('./DialogoConfirmacion').then(
    (m) => (cargado = m.DialogoConfirmacion),
    (e: unknown) => {
      carga = null; // se reintenta la próxima vez
      throw e;
    },
  );
  return carga;
};

export function DialogoConfirmacionDiferido(props: DialogoConfirmacionProps) {
  const [Componente, setComponente] = useState<Dialogo | null>(() => cargado);
  const { abierto } = props;
  useEffect(() => {
    if (Componente) return;
    let vivo = true;
    cargar().then(
      (c) => {
        if (vivo) setComponente(() => c);
      },
      (e: unknown) => console.warn('[diálogo] no se pudo cargar el diálogo de confirmación', e),
    );
    return () => {
      vivo = false;
    };
    // `abierto` en las dependencias: si la carga falló (sin red), se reintenta al abrirlo.
  }, [Componente, abierto]);
  if (!abierto || !Componente) return null;
  return <Componente {...props} />;
}
